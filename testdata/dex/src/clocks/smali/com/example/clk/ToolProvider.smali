# Java 11 sketch (ToolProvider.java), compiled by javac and D8 for minSdk 26
# (java.time kept as is): tokens read from a clock.
#   package com.example.clk;                                                      // 1
#
#   public final class ToolProvider extends ContentProvider {                     // 3
#       @Override public boolean onCreate() { return true; }                      // 4
#
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           Bundle out = new Bundle();                                            // 7
#           switch (method) {                                                     // 8 (an if chain after D8)
#               case "negotiate": negotiate(out); break;                          // 9
#               case "execute_tool": execute(out); break;                         // 10
#               case "resume": resume(out); break;                                // 11
#               case "get_operation": status(out); break;                         // 12
#           }
#           return out;                                                           // 14
#       }
#
#       static void negotiate(Bundle out) {
#           out.putString("session_token", String.valueOf(Instant.now().toEpochMilli())); // 18 CETP613
#       }
#       static void execute(Bundle out) {
#           out.putString("operation_id", "op-" + Calendar.getInstance().getTimeInMillis()); // 21 CETP613
#           out.putString("resume_token", Long.toString(Clock.systemUTC().millis(), 36)); // 22 CETP613
#       }
#       static void resume(Bundle out) {
#           out.putString("resume_token", Long.toString(new Date().getTime(), 36)); // 25 CETP613
#       }
#       // near miss CETP613: the id is random; the clock only stamps it
#       static void status(Bundle out) {
#           out.putString("operation_id", UUID.randomUUID().toString());          // 29
#           out.putLong("started_at_ms", Instant.now().toEpochMilli());           // 30
#           out.putString("started_at", LocalDateTime.now().toString());          // 31
#       }
#   }
.class public final Lcom/example/clk/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

.method public constructor <init>()V
    .registers 1
    .line 3
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 4
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 7
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 8
    const-string v1, "negotiate"
    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :a
    .line 9
    invoke-static {v0}, Lcom/example/clk/ToolProvider;->negotiate(Landroid/os/Bundle;)V
    goto :done
    :a
    const-string v1, "execute_tool"
    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :b
    .line 10
    invoke-static {v0}, Lcom/example/clk/ToolProvider;->execute(Landroid/os/Bundle;)V
    goto :done
    :b
    const-string v1, "resume"
    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :c
    .line 11
    invoke-static {v0}, Lcom/example/clk/ToolProvider;->resume(Landroid/os/Bundle;)V
    goto :done
    :c
    const-string v1, "get_operation"
    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :done
    .line 12
    invoke-static {v0}, Lcom/example/clk/ToolProvider;->status(Landroid/os/Bundle;)V
    :done
    .line 14
    return-object v0
.end method

.method static negotiate(Landroid/os/Bundle;)V
    .registers 4
    .line 18
    invoke-static {}, Ljava/time/Instant;->now()Ljava/time/Instant;
    move-result-object v0
    invoke-virtual {v0}, Ljava/time/Instant;->toEpochMilli()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v0
    const-string v1, "session_token"
    invoke-virtual {p0, v1, v0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method static execute(Landroid/os/Bundle;)V
    .registers 5
    .line 21
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "op-"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-static {}, Ljava/util/Calendar;->getInstance()Ljava/util/Calendar;
    move-result-object v1
    invoke-virtual {v1}, Ljava/util/Calendar;->getTimeInMillis()J
    move-result-wide v1
    invoke-virtual {v0, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "operation_id"
    invoke-virtual {p0, v1, v0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 22
    invoke-static {}, Ljava/time/Clock;->systemUTC()Ljava/time/Clock;
    move-result-object v0
    invoke-virtual {v0}, Ljava/time/Clock;->millis()J
    move-result-wide v0
    const/16 v2, 0x24
    invoke-static {v0, v1, v2}, Ljava/lang/Long;->toString(JI)Ljava/lang/String;
    move-result-object v0
    const-string v1, "resume_token"
    invoke-virtual {p0, v1, v0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method static resume(Landroid/os/Bundle;)V
    .registers 4
    .line 25
    new-instance v0, Ljava/util/Date;
    invoke-direct {v0}, Ljava/util/Date;-><init>()V
    invoke-virtual {v0}, Ljava/util/Date;->getTime()J
    move-result-wide v0
    const/16 v2, 0x24
    invoke-static {v0, v1, v2}, Ljava/lang/Long;->toString(JI)Ljava/lang/String;
    move-result-object v0
    const-string v1, "resume_token"
    invoke-virtual {p0, v1, v0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

# near miss CETP613: the id is random; the clock only stamps it
.method static status(Landroid/os/Bundle;)V
    .registers 4
    .line 29
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "operation_id"
    invoke-virtual {p0, v1, v0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 30
    invoke-static {}, Ljava/time/Instant;->now()Ljava/time/Instant;
    move-result-object v0
    invoke-virtual {v0}, Ljava/time/Instant;->toEpochMilli()J
    move-result-wide v0
    const-string v2, "started_at_ms"
    invoke-virtual {p0, v2, v0, v1}, Landroid/os/Bundle;->putLong(Ljava/lang/String;J)V
    .line 31
    invoke-static {}, Ljava/time/LocalDateTime;->now()Ljava/time/LocalDateTime;
    move-result-object v0
    invoke-virtual {v0}, Ljava/time/LocalDateTime;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "started_at"
    invoke-virtual {p0, v1, v0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method
