# Java: if (request.getArgs() == null) return CetpAccessDecision.deny("no arguments");
#       Predicate p = Rules.anyone().or(Rules.scopesUnder("payouts.a.")) ... .or(Rules.scopesUnder("payouts.i.")); // 9 ors
#       return p.test(request) ? allow() : deny("unknown tool");
.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 4
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    if-nez v0, :has_args
    const-string v0, "no arguments"
    invoke-static {v0}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->deny(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    return-object v0
    :has_args
    invoke-static {}, Lcom/stallmart/core/Rules;->anyone()Ljava/util/function/Predicate;
    move-result-object v0
    const-string v1, "payouts.a."
    invoke-static {v1}, Lcom/stallmart/core/Rules;->scopesUnder(Ljava/lang/String;)Ljava/util/function/Predicate;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/function/Predicate;->or(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;
    move-result-object v0
    const-string v1, "payouts.b."
    invoke-static {v1}, Lcom/stallmart/core/Rules;->scopesUnder(Ljava/lang/String;)Ljava/util/function/Predicate;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/function/Predicate;->or(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;
    move-result-object v0
    const-string v1, "payouts.c."
    invoke-static {v1}, Lcom/stallmart/core/Rules;->scopesUnder(Ljava/lang/String;)Ljava/util/function/Predicate;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/function/Predicate;->or(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;
    move-result-object v0
    const-string v1, "payouts.d."
    invoke-static {v1}, Lcom/stallmart/core/Rules;->scopesUnder(Ljava/lang/String;)Ljava/util/function/Predicate;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/function/Predicate;->or(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;
    move-result-object v0
    const-string v1, "payouts.e."
    invoke-static {v1}, Lcom/stallmart/core/Rules;->scopesUnder(Ljava/lang/String;)Ljava/util/function/Predicate;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/function/Predicate;->or(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;
    move-result-object v0
    const-string v1, "payouts.f."
    invoke-static {v1}, Lcom/stallmart/core/Rules;->scopesUnder(Ljava/lang/String;)Ljava/util/function/Predicate;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/function/Predicate;->or(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;
    move-result-object v0
    const-string v1, "payouts.g."
    invoke-static {v1}, Lcom/stallmart/core/Rules;->scopesUnder(Ljava/lang/String;)Ljava/util/function/Predicate;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/function/Predicate;->or(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;
    move-result-object v0
    const-string v1, "payouts.h."
    invoke-static {v1}, Lcom/stallmart/core/Rules;->scopesUnder(Ljava/lang/String;)Ljava/util/function/Predicate;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/function/Predicate;->or(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;
    move-result-object v0
    const-string v1, "payouts.i."
    invoke-static {v1}, Lcom/stallmart/core/Rules;->scopesUnder(Ljava/lang/String;)Ljava/util/function/Predicate;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/function/Predicate;->or(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;
    move-result-object v0
    invoke-interface {v0, p1}, Ljava/util/function/Predicate;->test(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_deny
    invoke-static {}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->allow()Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object p1
    goto :goto_ret
    :cond_deny
    const-string p1, "unknown tool"
    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->deny(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object p1
    :goto_ret
    return-object p1
.end method
