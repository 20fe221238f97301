.class public abstract Lcom/fieldnote/birding/cetp/Command$InSession;
.super Lcom/fieldnote/birding/cetp/Command;
.source "Command.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/cetp/Command;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x409
    name = "InSession"
.end annotation


# instance fields
.field public final protocolVersion:I

.field public final requestId:Ljava/lang/String;

.field public final sessionToken:Ljava/lang/String;


# direct methods
.method constructor <init>(Landroid/os/Bundle;)V
    .registers 5

    .line 72
    invoke-direct {p0, p1}, Lcom/fieldnote/birding/cetp/Command;-><init>(Landroid/os/Bundle;)V

    .line 73
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {p1, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    iput v0, p0, Lcom/fieldnote/birding/cetp/Command$InSession;->protocolVersion:I

    .line 74
    const-string v1, "session_token"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/fieldnote/birding/cetp/Command$InSession;->sessionToken:Ljava/lang/String;

    .line 75
    const-string v1, "request_id"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/fieldnote/birding/cetp/Command$InSession;->requestId:Ljava/lang/String;

    .line 76
    return-void
.end method
