.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 4

    .line 64
    invoke-static {}, Lcom/stallmart/core/Rules;->anyone()Ljava/util/function/Predicate;

    move-result-object v0

    .line 65
    const-string v1, "payouts.a."

    invoke-static {v1}, Lcom/stallmart/core/Rules;->scopesUnder(Ljava/lang/String;)Ljava/util/function/Predicate;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/function/Predicate;->or(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;

    move-result-object v0

    .line 66
    const-string v1, "payouts.b."

    invoke-static {v1}, Lcom/stallmart/core/Rules;->scopesUnder(Ljava/lang/String;)Ljava/util/function/Predicate;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/function/Predicate;->or(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;

    move-result-object v0

    .line 67
    const-string v1, "payouts.c."

    invoke-static {v1}, Lcom/stallmart/core/Rules;->scopesUnder(Ljava/lang/String;)Ljava/util/function/Predicate;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/function/Predicate;->or(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;

    move-result-object v0

    .line 68
    const-string v1, "payouts.d."

    invoke-static {v1}, Lcom/stallmart/core/Rules;->scopesUnder(Ljava/lang/String;)Ljava/util/function/Predicate;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/function/Predicate;->or(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;

    move-result-object v0

    .line 69
    const-string v1, "payouts.e."

    invoke-static {v1}, Lcom/stallmart/core/Rules;->scopesUnder(Ljava/lang/String;)Ljava/util/function/Predicate;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/function/Predicate;->or(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;

    move-result-object v0

    .line 70
    const-string v1, "payouts.f."

    invoke-static {v1}, Lcom/stallmart/core/Rules;->scopesUnder(Ljava/lang/String;)Ljava/util/function/Predicate;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/function/Predicate;->or(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;

    move-result-object v0

    .line 71
    const-string v1, "payouts.g."

    invoke-static {v1}, Lcom/stallmart/core/Rules;->scopesUnder(Ljava/lang/String;)Ljava/util/function/Predicate;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/function/Predicate;->or(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;

    move-result-object v0

    .line 72
    const-string v1, "payouts.h."

    invoke-static {v1}, Lcom/stallmart/core/Rules;->scopesUnder(Ljava/lang/String;)Ljava/util/function/Predicate;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/function/Predicate;->or(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;

    move-result-object v0

    .line 73
    const-string v1, "payouts.i."

    invoke-static {v1}, Lcom/stallmart/core/Rules;->scopesUnder(Ljava/lang/String;)Ljava/util/function/Predicate;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/function/Predicate;->or(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;

    move-result-object v0

    .line 74
    const-string v1, "payouts.j."

    invoke-static {v1}, Lcom/stallmart/core/Rules;->scopesUnder(Ljava/lang/String;)Ljava/util/function/Predicate;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/function/Predicate;->or(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;

    move-result-object v0

    .line 75
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
