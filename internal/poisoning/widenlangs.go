package poisoning

// widenLanguages completes, for Spanish, French, Portuguese, German and
// Italian, the classes the lexicon already holds some of their words for
// (poisonG, 2026-12-02): the imperatives and infinitives of sending (French
// and German instructions use the infinitive as an order), their
// participles after the modals the lexicon lists, concealment, setting
// rules aside and the rules' names, a persona, recommending, secrets and
// private data. Written from the languages, not from the corpus; each
// entry has the weight and conditions of its English class. Words shared
// with English ("ignore", "restrictions", "directives") are left to the
// English entries.
func widenLanguages(add func(string, cue)) {
	req := func(r, weight int, flags uint16) cue { return cue{req: int8(r), weight: int8(weight), flags: flags} }
	tgt := func(t uint8) cue { return cue{req: -1, target: t} }

	add("envíe, envíen, reenvíe, remite, remita, suba, comparte, comparta, transfiere, transfiera, mande, "+
		"envoyer, transmettre, transférer, partager, partage, partagez, renvoie, renvoyez, "+
		"fais suivre, faites suivre, faire suivre, "+
		"senden, schicken, übermitteln, weiterleiten, leite weiter, leiten sie weiter, teile, hochladen, "+
		"senden sie, schicken sie, übermitteln sie, "+
		"encaminha, encaminhar, enviar, compartilhe, compartilha, partilhe, carregue, transfira, repasse, reencaminhe, "+
		"inviare, inoltrare, condividi, condividere, carica, trasmetti, spedisci, inviate, inoltrate",
		req(rqSend, 1, fgVerb|fgNegatable|fgNeedsTarget))
	add("reenviado, reenviados, reenviada, reenviadas, compartido, compartidos, remitido, remitidos, "+
		"partagé, partagés, partagée, partagées, transmis, transmise, transmises, transféré, transférés, "+
		"weitergeleitet, übermittelt, geteilt, hochgeladen, "+
		"compartilhado, compartilhados, encaminhado, encaminhados, transmitido, transmitidos, "+
		"inoltrato, inoltrati, inoltrata, inoltrate, condiviso, condivisi, trasmesso, trasmessi",
		req(rqSend, 1, fgNegatable|fgNeedsTarget|fgNeedsModal))

	add("silenciosamente, discretamente, sin decir nada, sin mencionarlo, sin mencionar, sin que se entere, "+
		"silencieusement, en douce, en cachette, secrètement, sans rien dire, sans le mentionner, sans mentionner, "+
		"insgeheim, lautlos, ohne bescheid zu geben, ohne etwas zu sagen, ohne es zu sagen, "+
		"às escondidas, secretamente, sem dizer nada, sem mencionar, sem que o usuário perceba, sem que o cliente perceba, "+
		"segretamente, silenziosamente, senza dire nulla, senza menzionarlo, all'insaputa", req(rqHide, 3, 0))

	add("olvida, olvide, oublie, oubliez, vergiss, vergessen sie, esqueça, esquece, dimentica, dimenticate, "+
		"ignorez, ignorer, ignorar, descarta, descarte, verwirf, scarta",
		req(rqOverride, 1, fgVerb|fgNegatable))
	add("consignes, directrices, diretrizes, vorgaben, linee guida, restricciones, restrições, einschränkungen, restrizioni, "+
		"indicaciones, orientações, instructions précédentes, consignes précédentes, vorherigen anweisungen, instrucciones anteriores, "+
		"instruções anteriores, istruzioni precedenti, instrucción anterior, instrucciones previas, instrucción previa, "+
		"instrução anterior, istruzione precedente, instruction précédente, vorherige anweisung", tgt(tgRules))

	add("haz como si fueras, actúa como si fueras, finge ser, finge que eres, fais comme si tu étais, fais semblant d'être, "+
		"tu es maintenant, tu n'es plus, gib dich als, du bist jetzt, du bist nun, "+
		"finja ser, finja que é, você agora é, agora você é, fingi di essere, fai finta di essere, adesso sei",
		req(rqPersona, 3, 0))

	add("recomiende, recommandez, empfiehl, empfehlen sie, recomende, consigliate, raccomandate", req(rqSteer, 2, fgVerb|fgNegatable))

	add("clave api, clave de api, clave privada, claves privadas, chave privada, chave de api, clé privée, "+
		"privater schlüssel, api-schlüssel, chiave privata, chiave api, token de acceso, jeton d'accès, zugangsdaten, anmeldedaten, "+
		"credenciales, credenciais, identifiants, credenziali, código de verificación, code de vérification, bestätigungscode, "+
		"código de verificação, codice di verifica, frase semilla, frase de recuperación, "+
		"wiederherstellungsphrase, frase de recuperação, frase di recupero, kennwort",
		tgt(tgSecret))
	add("historial de ubicaciones, historique de localisation, standortverlauf, histórico de localização, cronologia delle posizioni, "+
		"contactos, kontakte, contatos, contatti, mensajes, nachrichten, mensagens, messaggi, historial, historique, cronologia",
		tgt(tgPrivate))
}
