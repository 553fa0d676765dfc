package main

import (
	"context"
	"testing"
)

// TestOnPostgreSQL runs the API, stream, leak and token tests again with
// every test server's games in PostgreSQL: one database per test, which
// a server started again in the test finds as it left it.
func TestOnPostgreSQL(t *testing.T) {
	needPG(t)
	for _, c := range []struct {
		name string
		test func(*testing.T)
	}{
		{"CreateAndReadATable", TestCreateAndReadATable},
		{"AMoveAnswersItsEventsAndTheNewView", TestAMoveAnswersItsEventsAndTheNewView},
		{"AMoveAsAJSONObject", TestAMoveAsAJSONObject},
		{"BadInputGetsTheRight4xxAndChangesNothing", TestBadInputGetsTheRight4xxAndChangesNothing},
		{"AFinishedGameTakesNoMove", TestAFinishedGameTakesNoMove},
		{"BotsPlayTheirSeatsToTheEnd", TestBotsPlayTheirSeatsToTheEnd},
		{"ABotWaitsItsDelay", TestABotWaitsItsDelay},
		{"MovesOfOneGameAreSerialized", TestMovesOfOneGameAreSerialized},
		{"GamesPlayAtOnce", TestGamesPlayAtOnce},
		{"NoRequestFails", TestNoRequestFails},
		{"GamesDoNotWaitOnEachOther", TestGamesDoNotWaitOnEachOther},
		{"TokensAreNeverLogged", TestTokensAreNeverLogged},
		{"StreamsResumeExactly", TestStreamsResumeExactly},
		{"AFinishedGameSaysOver", TestAFinishedGameSaysOver},
		{"NoLeak", TestNoLeak},
	} {
		t.Run(c.name, func(t *testing.T) {
			url := newDatabase(t)
			testStoreFor = func(t testing.TB) Store { return openTestPGStore(t, url) }
			defer func() { testStoreFor = nil }()
			c.test(t)
		})
	}
}

// TestCrashOnPostgreSQL is TestCrash with the game in PostgreSQL.
func TestCrashOnPostgreSQL(t *testing.T) {
	url := newDatabase(t)
	cl, second := testCrash(t, "-postgres", url)
	cl.checkEnd(second, "")
	rec, moves, err := openTestPGStore(t, url).Load(context.Background(), cl.c.ID)
	if err != nil {
		t.Fatal(err)
	}
	assertFolds(t, cl, rec.Options, moves)
}
