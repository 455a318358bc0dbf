/**
 * The starter templates that `npx create-video@latest` offers (the 17-template
 * release of packages/create-video/src/templates.ts). cliId, title, repository,
 * default branch and preview URL are facts from that file; descriptions are ours.
 *
 * `contents` lists things that can be checked in each template's repository
 * (file names, compositions, scripts, dependencies). Repositories change over
 * time, so the bullets stick to what has stayed stable.
 */
import type {Template} from './schemas';
import {CREATE_VIDEO_COMMAND} from './site';

/** The tags a template can carry, in the order the gallery shows them. */
export const TEMPLATE_TAGS = [
  'Starter',
  'TypeScript',
  'JavaScript',
  'Next.js',
  'React Router',
  'TailwindCSS',
  'SaaS',
  'Lambda',
  '3D',
  'Audio',
  'TTS',
  'Captions',
  'Images',
  'Graphics',
  'Code',
  'Data',
  'Community',
] as const;

export type TemplateTag = (typeof TEMPLATE_TAGS)[number];

/** The fields and their rules live in the zod schema in ./schemas. */
export type {Template};

export const templates: Template[] = [
  {
    cliId: 'hello-world',
    title: 'Hello World',
    description: 'A small animated intro that shows the moving parts of a Remotion project.',
    longDescription:
      'The place to start if you have never used Remotion. It contains one short animation split into a handful of components, with its text and colours exposed as props you can edit in the Studio. Read it, change it, and you have seen the core ideas.',
    repo: 'remotion-dev/template-helloworld',
    defaultBranch: 'main',
    previewUrl: 'https://remotion-helloworld.vercel.app/?/HelloWorld',
    tags: ['Starter', 'TypeScript'],
    contents: [
      'src/Root.tsx registers a 1920×1080, 30 fps composition called HelloWorld that lasts 150 frames.',
      'The props of HelloWorld (title text and colours) are described by a Zod schema, so the Studio shows them as editable fields.',
      'A second composition, OnlyLogo, renders the logo animation on its own.',
      'The animation is split into small components under src/HelloWorld/, such as Title, Subtitle, Logo and Arc.',
      'A GitHub Actions workflow (.github/workflows/render-video.yml) renders the video when triggered by hand.',
    ],
  },
  {
    cliId: 'next',
    title: 'Next.js (App dir)',
    description: 'A Next.js App Router starter for web apps that preview and render videos.',
    longDescription:
      'Use it when the video is part of a product: visitors customise a video in the browser and your backend renders it. The Player shows the result live, and rendering is handed to Remotion Lambda. It is a working skeleton for a video-generation SaaS.',
    repo: 'remotion-dev/template-next-app-dir',
    defaultBranch: 'main',
    tags: ['Next.js', 'SaaS', 'Lambda'],
    contents: [
      'A Next.js project using the App Router, with @remotion/player and @remotion/lambda as dependencies.',
      'API routes under app/api/lambda/ start a Lambda render (render) and report how far it has got (progress).',
      'The video lives in the remotion/ folder (Root.tsx and MyComp/Main.tsx).',
      'deploy.mjs deploys the Lambda function and the site bundle; run it again after changing the video or config.mjs.',
      'npm run dev starts Next.js and npm run remotion opens the Remotion Studio.',
    ],
  },
  {
    cliId: 'next-tailwind',
    title: 'Next.js (App dir + TailwindCSS)',
    description: 'The Next.js App Router starter with TailwindCSS set up for styling.',
    longDescription:
      'The same product skeleton as the Next.js template, for teams that style with utility classes. Visitors edit a video in the browser, the Player previews it, and Remotion Lambda renders the final file. Pick this one if your app already uses TailwindCSS.',
    repo: 'remotion-dev/template-next-app-dir-tailwind',
    defaultBranch: 'main',
    tags: ['Next.js', 'TailwindCSS', 'SaaS', 'Lambda'],
    contents: [
      'A Next.js App Router project styled with TailwindCSS, with @remotion/player and @remotion/lambda as dependencies.',
      'Route handlers in src/app/api/lambda/ (render and progress) trigger and track Lambda renders.',
      'The composition lives in src/remotion/ with its parts in src/remotion/MyComp/.',
      'deploy.mjs and config.mjs set up the Lambda function and the site bundle on AWS.',
      'npm run remotion opens the Remotion Studio next to the Next.js dev server.',
    ],
  },
  {
    cliId: 'next-pages-dir',
    title: 'Next.js (Pages dir)',
    description: 'The Next.js video-app starter for projects that use the Pages Router.',
    longDescription:
      'Choose this variant if your app is built on the Next.js Pages directory rather than the App Router. It has the same flow as the other Next.js starters: preview in the browser with the Player and render on AWS with Remotion Lambda.',
    repo: 'remotion-dev/template-next-pages-dir',
    defaultBranch: 'main',
    tags: ['Next.js', 'SaaS', 'Lambda'],
    contents: [
      'API routes in pages/api/lambda/ start a render on Lambda and poll its progress.',
      'Ready-made UI pieces for the render flow in components/, including RenderControls, ProgressBar and DownloadButton.',
      'The composition is in remotion/MyComp/ and is registered in remotion/Root.tsx.',
      'deploy.mjs deploys the Lambda function and the site bundle to AWS.',
    ],
  },
  {
    cliId: 'blank',
    title: 'Blank',
    description: 'An empty project with a single composition that renders nothing yet.',
    longDescription:
      'For people who already know Remotion and want no example code to delete. You get the configuration, the scripts and one empty composition, and nothing else. Start writing your own components straight away.',
    repo: 'remotion-dev/template-empty',
    defaultBranch: 'main',
    previewUrl: 'https://template-empty.vercel.app/?/MyComp',
    tags: ['Starter', 'TypeScript'],
    contents: [
      'One composition whose component returns null: an empty canvas.',
      'Only the essential dependencies: remotion, @remotion/cli, react and react-dom.',
      'npm run build renders the MyComp composition to out/video.mp4.',
      'A remotion.config.ts file for CLI and rendering options.',
    ],
  },
  {
    cliId: 'javascript',
    title: 'Hello World (JavaScript)',
    description: 'The Hello World starter written in plain JavaScript instead of TypeScript.',
    longDescription:
      'The same introductory animation as Hello World, for people who would rather not use TypeScript. Files are .jsx, so there is no type checking step. Everything else about the project works the same way.',
    repo: 'remotion-dev/template-helloworld-javascript',
    defaultBranch: 'main',
    previewUrl: 'https://template-helloworld-javascript.vercel.app/?/HelloWorld',
    tags: ['Starter', 'JavaScript'],
    contents: [
      'Source files are plain JavaScript (.jsx), starting from src/Root.jsx.',
      'A HelloWorld composition at 1920×1080, 30 fps and 150 frames, with title text and colour as props described by a Zod schema.',
      'An OnlyLogo composition for working on the logo animation alone.',
      'Components under src/HelloWorld/, such as Title, Subtitle and Arc.',
      'npm run build renders HelloWorld to out/video.mp4.',
    ],
  },
  {
    cliId: 'react-router',
    title: 'React Router',
    description: 'A React Router 7 starter for apps that let users preview and render videos.',
    longDescription:
      'The video-app skeleton for teams on React Router 7 instead of Next.js. The Player previews the video in the page and Remotion Lambda renders it in the cloud. Use it as the base of a video-generation product.',
    repo: 'remotion-dev/template-react-router',
    defaultBranch: 'main',
    tags: ['React Router', 'SaaS', 'Lambda', 'TailwindCSS'],
    contents: [
      'A React Router 7 app built with Vite (react-router dev, build and serve scripts).',
      '@remotion/player and @remotion/lambda are dependencies, for in-page preview and cloud rendering.',
      'The remotion:deploy script (app/deploy.ts) deploys to Lambda; remotion:renderlambda renders the LogoAnimation composition there.',
      'remotion:studio opens the Remotion Studio; TailwindCSS handles styling.',
    ],
  },
  {
    cliId: 'three',
    title: 'React Three Fiber',
    description: 'A 3D starter that renders a React Three Fiber scene with @remotion/three.',
    longDescription:
      'For videos with 3D content. The example places a phone in a Three.js scene and plays a video on its screen, which shows how to combine WebGL with Remotion timing. Replace the model and the camera moves with your own.',
    repo: 'remotion-dev/template-three',
    defaultBranch: 'main',
    previewUrl: 'https://template-three-remotion.vercel.app/',
    tags: ['3D'],
    contents: [
      'A Scene composition at 1280×720, 30 fps and 300 frames, drawn inside a ThreeCanvas from @remotion/three.',
      'src/Phone.tsx draws the device, and src/Scene.tsx maps a video onto its screen with the useVideoTexture hook.',
      'A deviceType variable in src/Root.tsx switches between a phone and a tablet, each with its own sample video.',
      'Dependencies include three and @react-three/fiber.',
    ],
  },
  {
    cliId: 'still',
    title: 'Still images',
    description: 'A starter for generating images, such as social preview cards, instead of videos.',
    longDescription:
      'Use it when the output is a PNG or JPEG rather than an MP4, for example Open Graph images. It includes a small HTTP server that renders an image on request from URL parameters. The server can be deployed as a container.',
    repo: 'remotion-dev/template-still',
    defaultBranch: 'main',
    previewUrl: 'https://template-still.vercel.app/?/PreviewCard',
    tags: ['Images'],
    contents: [
      'A <Still> called PreviewCard at 1200×627 with title, description and slogan props.',
      'npm run server starts an Express server: the path picks the composition and the .png or .jpeg format, query parameters become props.',
      'Rendered images can be cached on disk, in an S3 bucket, or not at all (set in the server config).',
      'npm run render writes a single still with the CLI.',
      'A Dockerfile and heroku.yml are included for deploying the server.',
    ],
  },
  {
    cliId: 'tts',
    title: 'TTS (Azure)',
    description: 'Turns written text into a narrated video using Azure speech synthesis.',
    longDescription:
      'For videos whose voice-over is generated from text. The project sends text to Azure Cognitive Services, stores the resulting audio in S3 and plays it in the composition. It is a community template maintained outside the Remotion organisation.',
    repo: 'FelippeChemello/Remotion-TTS-Example',
    defaultBranch: 'master',
    tags: ['Audio', 'TTS', 'Community'],
    contents: [
      'Speech is synthesised with the Microsoft Cognitive Services Speech SDK.',
      'Generated audio files are uploaded to an S3 bucket with @aws-sdk/client-s3 and played back with an <Audio> component.',
      'Credentials (AZURE_TTS_KEY, AZURE_TTS_REGION and AWS keys) go into a .env file copied from .env.example.',
      'The text-to-speech helper lives in src/TextToSpeech/.',
    ],
  },
  {
    cliId: 'google-tts',
    title: 'TTS (Google)',
    description: 'Turns written text into a narrated video using Google Cloud Text-to-Speech.',
    longDescription:
      'The Google Cloud counterpart of the Azure text-to-speech template. Text is converted to speech by a small server in the project and the audio is stored in Firebase Storage. It is a community template maintained outside the Remotion organisation.',
    repo: 'thecmdrunner/remotion-gtts-template',
    defaultBranch: 'master',
    tags: ['Audio', 'TTS', 'Community'],
    contents: [
      'Uses @google-cloud/text-to-speech for synthesis and Firebase Storage for the generated audio.',
      'An Express server inside the project calls the Google API, because it cannot be called from the browser.',
      'Setup needs a Firebase web app config in .env and a Google service-account key saved as serviceaccount.json.',
      'According to its README, the bundled server does not work with Remotion Lambda.',
    ],
  },
  {
    cliId: 'audiogram',
    title: 'Audiogram',
    description: 'Turns a podcast clip into a square video with a waveform and subtitles.',
    longDescription:
      'Made for sharing audio on social networks, where a plain sound file does not play. Give it an audio clip, a cover image and a transcript, and it renders a video with an animated waveform and captions. Every visual setting is a prop you can tune in the Studio.',
    repo: 'remotion-dev/template-audiogram',
    defaultBranch: 'main',
    previewUrl: 'https://template-audiogram-1nrh.vercel.app',
    tags: ['Audio', 'Captions'],
    contents: [
      'An Audiogram composition at 1080×1080 and 30 fps.',
      'The audio, the cover image and the SRT subtitles are picked by file name in the default props.',
      'Props control the waveform (colour, number of lines, mirroring) and the subtitles (colour, lines per page).',
      'A Zod schema makes every setting editable in the Studio.',
      'Uses @remotion/media-utils to visualise the audio.',
    ],
  },
  {
    cliId: 'skia',
    title: 'Skia',
    description: 'A starter that draws with React Native Skia inside a Remotion video.',
    longDescription:
      'For graphics that are easier to express with a 2D drawing API and shaders than with HTML and CSS. React Native Skia runs on the web here, driven by the current frame. Keep in mind that it needs a Webpack override when bundling.',
    repo: 'remotion-dev/template-skia',
    defaultBranch: 'main',
    tags: ['Graphics'],
    contents: [
      'Uses @remotion/skia together with @shopify/react-native-skia.',
      'A HelloSkia composition at 1920×1080 and 30 fps, with two colours as props.',
      'Shader examples in src/shaders/ and a neon drawing in src/SkiaNeon.tsx.',
      'The README shows how to pass enableSkia from @remotion/skia/enable as a Webpack override for server-side and Lambda rendering.',
    ],
  },
  {
    cliId: 'overlay',
    title: 'Overlay',
    description: 'Renders transparent graphics to lay over footage in a regular video editor.',
    longDescription:
      'For people who edit in Premiere, DaVinci Resolve or Final Cut and want titles and other graphics driven by code. The output keeps its transparency, so it can be placed on a track above the footage. Each render is a single file you can reuse across many edits.',
    repo: 'remotion-dev/template-overlay',
    defaultBranch: 'main',
    tags: ['Graphics'],
    contents: [
      'An Overlay composition at 1920×1080, 30 fps and 75 frames that animates an upper-third title.',
      'remotion.config.ts renders PNG frames and encodes ProRes 4444 with the yuva444p10le pixel format, which keeps the alpha channel.',
      'Fonts are loaded with @remotion/google-fonts.',
    ],
  },
  {
    cliId: 'code-hike',
    title: 'Code Hike',
    description: 'Animates between code snippets with syntax highlighting and annotations.',
    longDescription:
      'For programming tutorials and release announcements that show code changing step by step. Put your snippets in files, and the video transitions between them with Code Hike. It can also show TypeScript errors and callouts next to the code.',
    repo: 'remotion-dev/template-code-hike',
    defaultBranch: 'main',
    previewUrl: 'https://template-code-hike.vercel.app/',
    tags: ['Code'],
    contents: [
      'The snippets are files in the public/ folder; edit them or add new ones to change the video.',
      'src/CodeTransition.tsx animates from one snippet to the next using the codehike package.',
      'Annotations for callouts, errors and highlighted marks live in src/annotations/.',
      'TypeScript information for the snippets is computed with twoslash-cdn.',
      'A calculateMetadata step reads the snippet files before the video is rendered (src/calculate-metadata/).',
    ],
  },
  {
    cliId: 'stargazer',
    title: 'Stargazer',
    description: 'Makes a video that celebrates the people who starred a GitHub repository.',
    longDescription:
      'For celebrating a star milestone of an open-source project. The template fetches the stargazers of a repository from GitHub and animates them into a short clip. It is a community template hosted in the pomber GitHub account.',
    repo: 'pomber/stargazer',
    defaultBranch: 'main',
    tags: ['Data', 'Community'],
    contents: [
      'Fetches the stargazers of a repository from the GitHub API before rendering.',
      'A 960×540, 30 fps composition whose repository, star count and duration are props.',
      'Needs a GitHub personal access token in .env as REMOTION_GITHUB_TOKEN.',
      'A GitHub Actions workflow can render the video without any local setup.',
    ],
  },
  {
    cliId: 'tiktok',
    title: 'TikTok',
    description: 'Adds animated word-by-word captions to a vertical video.',
    longDescription:
      'For short-form clips where captions carry the story. The template transcribes your video on your own machine with Whisper.cpp and renders the words one at a time on top of it. The caption style is plain React code, so you can restyle it freely.',
    repo: 'remotion-dev/template-tiktok',
    defaultBranch: 'main',
    tags: ['Captions'],
    contents: [
      'sub.mjs transcribes the videos in public/ locally with Whisper.cpp, installed through @remotion/install-whisper-cpp.',
      'whisper-config.mjs selects the Whisper model to download and use.',
      'src/CaptionedVideo/ renders the captions word by word over the video.',
      'Replace public/sample-video.mp4 with your own clip and run the captioning script again.',
    ],
  },
];

export function getTemplate(cliId: string): Template | undefined {
  return templates.find((t) => t.cliId === cliId);
}

export function githubUrl(template: Pick<Template, 'repo'>): string {
  return `https://github.com/${template.repo}`;
}

/** The create-video CLI takes each template's cliId as a boolean flag. */
export function createCommand(template: Pick<Template, 'cliId'>): string {
  return `${CREATE_VIDEO_COMMAND} --${template.cliId}`;
}
