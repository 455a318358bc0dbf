/** Words a query may leave unmatched: they are in most sections, so they find nothing. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be by can do does for from how i in is it my of on or the this to what when where which why with you your ' +
    'its so if than then also but was were been these those there their they them we our us here such same each every'
  ).split(' '),
);

/** Words of a task ("add captions", "make a gif") that count when present but are not required. */
export const SOFT_WORDS: ReadonlySet<string> = new Set(
  'add adding use using make making get getting create show want need way set put change fix only better best custom up possible any should could would will into own one see example'.split(
    ' ',
  ),
);
