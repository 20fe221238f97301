.class public interface abstract Lcom/relaykit/home/core/Command;
.super Ljava/lang/Object;
.source "Command.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/relaykit/home/core/Command$Query;
    }
.end annotation


# direct methods
.method public static readOnly(Ljava/lang/String;Lcom/relaykit/home/core/Command$Query;)Lcom/relaykit/home/core/Command;
    .registers 3

    .line 22
    new-instance v0, Lcom/relaykit/home/core/Command$1;

    invoke-direct {v0, p1, p0}, Lcom/relaykit/home/core/Command$1;-><init>(Lcom/relaykit/home/core/Command$Query;Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public abstract describe()Ljava/lang/String;
.end method

.method public abstract execute()Lorg/json/JSONObject;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method

.method public abstract reversible()Z
.end method

.method public abstract undo()V
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method
