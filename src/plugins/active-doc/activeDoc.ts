import * as docsClientUtils from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';
import {matchPath} from '@docusaurus/router';
import {routeDocByKey} from './routeDocs';

/*
 * Stands in for the docs plugin's client docsClientUtils in the browser and server bundles (see
 * ./index.ts). Its getActiveDocContext(), run by the navbar's docs items on every render, finds
 * the current doc by testing the address against every doc's path with matchPath(): 663 patterns
 * compiled and tested on each page load, ~75 ms of main thread at 4× CPU slowdown, growing with
 * every page added. Here the doc comes from an index by path, built once per version.
 */
export const {getActivePlugin, getLatestVersion, getActiveVersion} = docsClientUtils;

type GlobalData = Parameters<typeof docsClientUtils.getActiveDocContext>[0];
type ActiveDocContext = ReturnType<typeof docsClientUtils.getActiveDocContext>;
type Version = GlobalData['versions'][number];
type Doc = Version['docs'][number];

/**
 * What matchPath(pathname, {path, exact: true, strict: false}) ignores when it compares an
 * address with a plain path: letter case and one trailing slash.
 */
export function docPathKey(pathname: string): string {
  return pathname.toLowerCase().replace(/(.)\/$/, '$1');
}

/** Paths matchPath would read as a pattern (parameters, groups, wildcards) are not indexed. */
const PLAIN_PATH = /^[\w\-/.~%]*$/;

type VersionIndex = {byPath: Map<string, Doc>; patterns: Doc[]};
const indexes = new WeakMap<Version, VersionIndex>();

function indexOf(version: Version): VersionIndex {
  let index = indexes.get(version);
  if (!index) {
    index = {byPath: new Map(), patterns: []};
    for (const doc of version.docs) {
      if (!PLAIN_PATH.test(doc.path)) index.patterns.push(doc);
      // The first doc with a path wins, as with Array.find.
      else if (!index.byPath.has(docPathKey(doc.path))) index.byPath.set(docPathKey(doc.path), doc);
    }
    indexes.set(version, index);
  }
  return index;
}

/**
 * The doc of `version` whose path matches `pathname`, as Docusaurus finds it (first match in doc
 * order) in the version's docs; then the doc whose route matches it. The docs plugin's global data
 * lists each version's main doc only (src/plugins/slim-docs); the others are read from their routes.
 */
export function findActiveDoc(version: Version, pathname: string): Doc | undefined {
  const {byPath, patterns} = indexOf(version);
  const indexed = byPath.get(docPathKey(pathname));
  const patterned = patterns.find((doc) => !!matchPath(pathname, {path: doc.path, exact: true, strict: false}));
  if (indexed && patterned)
    return version.docs.indexOf(indexed) < version.docs.indexOf(patterned) ? indexed : patterned;
  return indexed ?? patterned ?? routeDocByKey(docPathKey(pathname), docPathKey);
}

export function getActiveDocContext(data: GlobalData, pathname: string): ActiveDocContext {
  const activeVersion = getActiveVersion(data, pathname);
  const activeDoc = activeVersion ? findActiveDoc(activeVersion, pathname) : undefined;
  const alternateDocVersions: ActiveDocContext['alternateDocVersions'] = {};
  if (activeDoc) {
    for (const version of data.versions) {
      const doc =
        version === activeVersion ? activeDoc : version.docs.find((candidate) => candidate.id === activeDoc.id);
      if (doc) alternateDocVersions[version.name] = doc;
    }
  }
  return {activeVersion, activeDoc, alternateDocVersions};
}

export function getDocVersionSuggestions(
  data: GlobalData,
  pathname: string,
): ReturnType<typeof docsClientUtils.getDocVersionSuggestions> {
  const latestVersion = getLatestVersion(data);
  const {alternateDocVersions} = getActiveDocContext(data, pathname);
  return {latestDocSuggestion: alternateDocVersions[latestVersion.name], latestVersionSuggestion: latestVersion};
}
