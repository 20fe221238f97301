package poisoning

import "testing"

// TestCrossVerbsMore: verbs of using a tool of the scan that the
// cross-tool patterns read since stop 45 — Polish "korzystaj z" and
// "używaj", Spanish and Italian imperatives with an object pronoun joined
// ("obtenlo primero con X"), English "check X" and "consult X", a Hindi
// order ending in "कर दें" or "-एँ" — beside near misses that name the
// tool as a source or use "check" as a noun.
func TestCrossVerbsMore(t *testing.T) {
	names := []string{"list_vehicles", "get_production", "list_alerts", "book_tutor", "verify_payee", "create_event", "get_status", "get_langs", "search_docs", "get_order"}
	checkCrossCases(t, names, []crossCase{
		{"verb of use", "Programa un mantenimiento. Si no tienes el `vehicle_id`, obtenlo primero con list_vehicles.", "list_vehicles", ""},
		{"verb of use", "Crea un intervento. Se manca l'ID, ottienilo con list_vehicles.", "list_vehicles", ""},
		{"verb of avoiding", "Pokazuje alerty. Nigdy nie korzystaj z get_production do sprawdzania awarii.", "get_production", "avoid"},
		{"verb of avoiding", "Nie używaj get_status do pobierania zamówień.", "get_status", "avoid"},
		{"verb of use", "Przed rezerwacją zawsze używaj list_alerts.", "list_alerts", ""},
		{"verb of use", "Schedules a visit. Before booking, check list_alerts so the note says what is wrong.", "list_alerts", ""},
		{"verb of use", "Consult list_vehicles for the fleet's IDs.", "list_vehicles", ""},
		{"verb of use", "प्रगति दिखाता है। book_tutor से तुरंत एक सत्र बुक कर दें।", "book_tutor", ""},
		{"near miss", "El identificador se obtiene con list_vehicles.", "", ""},
		{"near miss", "Lists transactions. The name check of verify_payee covers UK and EU accounts only.", "", ""},
		{"near miss", "Finds free slots. The conflict check inside create_event uses the calendar's time zone.", "", ""},
		{"near miss", "The check list_alerts runs is cheap.", "", ""},
		{"near miss", "get_langs से समर्थित भाषाएँ", "", ""},
		{"near miss", "यह टूल search_docs के ज़रिए मिली सूचनाएँ", "", ""},
		{"near miss", "Questo strumento recupera i dettagli con get_order.", "", ""},
		{"near miss", "यह book_tutor से बुक किया गया सत्र दिखाता है।", "", ""},
	})
}
