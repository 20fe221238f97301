.class public final Lcom/example/r32k3/Command$Send;
.super Ljava/lang/Object;
.source "Commands.kt"

# interfaces
.implements Lcom/example/r32k3/Command;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r32k3/Command;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Send"
.end annotation


# instance fields
.field private final conversation:Ljava/lang/String;

.field private final text:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    const-string v0, "conversation"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "text"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r32k3/Command$Send;->conversation:Ljava/lang/String;
    iput-object p2, p0, Lcom/example/r32k3/Command$Send;->text:Ljava/lang/String;
    return-void
.end method


# virtual methods
.method public final getConversation()Ljava/lang/String;
    .registers 2
    .line 11
    iget-object v0, p0, Lcom/example/r32k3/Command$Send;->conversation:Ljava/lang/String;
    return-object v0
.end method

.method public final getText()Ljava/lang/String;
    .registers 2
    .line 11
    iget-object v0, p0, Lcom/example/r32k3/Command$Send;->text:Ljava/lang/String;
    return-object v0
.end method
