# General messages of tablier.
# Ids read <area>-<kind>-<detail>; locales/fr/main.ftl has exactly the same ones.
# No symbols a voice would read as noise (asterisks, decorative parentheses).

app-name = Tablier

## Language names, for choosing the language.

lang-name-fr = French
lang-name-en = English

## Quotes: someone's own text, cut between two words when it is long.

quote-cut = { $text }…

## Speech: notices shown when speech is missing.

speech-notice-unavailable = Speech is not available: text only.
speech-notice-screen-reader = Screen reader found: tablier does not speak itself; speech yes for its voice.
speech-notice-timeout = Speech is not responding: text only.
speech-notice-lost = Speech stopped responding: text only.

## Kept for tests: plurals and numbers (in English, 0 takes the plural).

locale-test-checkers =
    { $count ->
        [one] { $count } checker
       *[other] { $count } checkers
    }
    .label = Checkers
