.class interface abstract Lcom/example/r30p1/AccessPolicy;
.super Ljava/lang/Object;
.source "AccessPolicy.java"


# virtual methods
.method public abstract check(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
.end method
