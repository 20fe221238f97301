.class public interface abstract Lcom/tallowbrook/salon/core/CallerAware;
.super Ljava/lang/Object;
.source "CallerAware.java"


# virtual methods
.method public abstract identify(I)Lcom/tallowbrook/salon/core/Caller;
.end method

.method public requireCaller()Lcom/tallowbrook/salon/core/Caller;
    .registers 5

    .line 11
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    invoke-interface {p0, v1}, Lcom/tallowbrook/salon/core/CallerAware;->identify(I)Lcom/tallowbrook/salon/core/Caller;

    move-result-object v3

    .line 12
    invoke-virtual {v3}, Lcom/tallowbrook/salon/core/Caller;->admitted()Z

    move-result v0

    if-nez v0, :cond_0

    .line 13
    new-instance v0, Ljava/lang/SecurityException;

    const-string v2, "This app is not paired with Tallowbrook Salon."

    invoke-direct {v0, v2}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 15
    :cond_0
    return-object v3
.end method
