package dexrules_test

import "testing"

// TestRev102JavaInterceptorChain (rev102_j1, "LaserLog" makerspace
// bookings: Java 11 through D8, hand-written smali — tools as Command
// objects in static maps (anonymous classes, method references, a
// template-method base class), an OkHttp-style interceptor chain
// (Chain.proceed over a list of Interceptors, then the provider's
// terminal handler), a reply Builder, StringUtils-like helpers; a helper's
// blind app, labels in testdata/dex/rev102_labels_j.md, first scanned at
// stop 52). Its first run found all 9 labelled defects (CETP624 at :23 for
// :24, CETP613 at the token's put, :51), with one false finding: CETP619
// at MachineProvider, whose chain holds a deadline interceptor — the
// search reached the terminal handler's effects through Chain.proceed's
// other branch, not knowing the list's order. Since: where the deadline
// is read in one of several implementations of a call the root reaches
// (an interceptor among interceptors), CETP619 says it cannot tell
// (a note); BookingProvider, whose chain reads no deadline anywhere, keeps
// its warning.
func TestRev102JavaInterceptorChain(t *testing.T) {
	for _, allCode := range []bool{false, true} {
		checkDex(t, runDex(t, "rev102_j1", allCode), []dexWant{
			{"CETP604", "warning", "Lcom/laserlog/booking/RateLimitInterceptor;->intercept(Lcom/laserlog/core/Request;Lcom/laserlog/core/Chain;)Landroid/os/Bundle;@0x1b", "com/laserlog/booking/RateLimitInterceptor.java", 20},
			{"CETP606", "error", "Lcom/laserlog/booking/RateLimitInterceptor;->intercept(Lcom/laserlog/core/Request;Lcom/laserlog/core/Chain;)Landroid/os/Bundle;@0x4", "com/laserlog/booking/RateLimitInterceptor.java", 18},
			{"CETP607", "warning", "Lcom/laserlog/core/AbstractTool;->run(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x1f", "com/laserlog/core/AbstractTool.java", 18},
			{"CETP612", "error", "Lcom/laserlog/machines/ExportLogTool;->doRun(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x11", "com/laserlog/machines/ExportLogTool.java", 17},
			{"CETP613", "error", "Lcom/laserlog/booking/BookingProvider;->handle(Lcom/laserlog/core/Request;)Landroid/os/Bundle;@0x17", "com/laserlog/booking/BookingProvider.java", 51},
			{"CETP614", "error", "Lcom/laserlog/booking/ConfirmInterceptor;->intercept(Lcom/laserlog/core/Request;Lcom/laserlog/core/Chain;)Landroid/os/Bundle;@0x15", "com/laserlog/booking/ConfirmInterceptor.java", 18},
			{"CETP619", "note", "Lcom/laserlog/machines/MachineProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x0", "com/laserlog/machines/MachineProvider.java", 38},
			{"CETP619", "warning", "Lcom/laserlog/booking/BookingProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;@0x1e", "com/laserlog/booking/BookingProvider.java", 39},
			{"CETP622", "error", "Lcom/laserlog/booking/BookingTools$2;->execute(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;@0x33", "com/laserlog/booking/BookingTools.java", 33},
			{"CETP624", "warning", "Lcom/laserlog/booking/AllowListInterceptor;->intercept(Lcom/laserlog/core/Request;Lcom/laserlog/core/Chain;)Landroid/os/Bundle;@0x26", "com/laserlog/booking/AllowListInterceptor.java", 23},
		})
	}
}
