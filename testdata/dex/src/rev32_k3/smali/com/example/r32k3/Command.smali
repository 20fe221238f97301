.class public interface abstract Lcom/example/r32k3/Command;
.super Ljava/lang/Object;
.source "Commands.kt"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r32k3/Command$Companion;,
        Lcom/example/r32k3/Command$Delete;,
        Lcom/example/r32k3/Command$ListConversations;,
        Lcom/example/r32k3/Command$Mute;,
        Lcom/example/r32k3/Command$Schedule;,
        Lcom/example/r32k3/Command$Send;
    }
.end annotation


# static fields
.field public static final Companion:Lcom/example/r32k3/Command$Companion;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    sget-object v0, Lcom/example/r32k3/Command$Companion;->$$INSTANCE:Lcom/example/r32k3/Command$Companion;
    sput-object v0, Lcom/example/r32k3/Command;->Companion:Lcom/example/r32k3/Command$Companion;
    return-void
.end method

.method public static parse(Ljava/lang/String;Lorg/json/JSONObject;)Lcom/example/r32k3/Command;
    .registers 3
    sget-object v0, Lcom/example/r32k3/Command;->Companion:Lcom/example/r32k3/Command$Companion;
    invoke-virtual {v0, p0, p1}, Lcom/example/r32k3/Command$Companion;->parse(Ljava/lang/String;Lorg/json/JSONObject;)Lcom/example/r32k3/Command;
    move-result-object p0
    .line 25
    return-object p0
.end method
