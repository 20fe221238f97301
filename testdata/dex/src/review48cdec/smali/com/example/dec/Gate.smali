# Java:
#   public final class Gate {
#       static volatile boolean lockdown;              // set by a settings screen (not shown)
#       // Named for its usual answer: a deny while the app is locked down.
#       public static CetpAccessDecision allowed() {
#           if (lockdown) return CetpAccessDecision.deny("locked down");
#           return CetpAccessDecision.allow();
#       }
#   }
.class public final Lcom/example/dec/Gate;
.super Ljava/lang/Object;
.field static volatile lockdown:Z
.method public static allowed()Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .locals 1
    sget-boolean v0, Lcom/example/dec/Gate;->lockdown:Z
    if-eqz v0, :open
    const-string v0, "locked down"
    invoke-static {v0}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->deny(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    return-object v0
    :open
    invoke-static {}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->allow()Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    return-object v0
.end method
