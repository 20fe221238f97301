.class public final Lcom/fieldnote/birding/cetp/Command$ExecuteTool;
.super Lcom/fieldnote/birding/cetp/Command$InSession;
.source "Command.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/cetp/Command;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "ExecuteTool"
.end annotation


# instance fields
.field public final args:Ljava/lang/String;

.field public final resumeToken:Ljava/lang/String;

.field public final toolName:Ljava/lang/String;


# direct methods
.method constructor <init>(Landroid/os/Bundle;)V
    .registers 5

    .line 107
    invoke-direct {p0, p1}, Lcom/fieldnote/birding/cetp/Command$InSession;-><init>(Landroid/os/Bundle;)V

    .line 108
    const-string v1, "tool_name"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/fieldnote/birding/cetp/Command$ExecuteTool;->toolName:Ljava/lang/String;

    .line 109
    const-string v1, "args"

    const-string v2, "{}"

    invoke-virtual {p1, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/fieldnote/birding/cetp/Command$ExecuteTool;->args:Ljava/lang/String;

    .line 110
    const-string v1, "resume_token"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/fieldnote/birding/cetp/Command$ExecuteTool;->resumeToken:Ljava/lang/String;

    .line 111
    return-void
.end method


# virtual methods
.method public accept(Lcom/fieldnote/birding/cetp/Command$Visitor;)Ljava/lang/Object;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<R:",
            "Ljava/lang/Object;",
            ">(",
            "Lcom/fieldnote/birding/cetp/Command$Visitor<",
            "TR;>;)TR;"
        }
    .end annotation

    .line 115
    invoke-interface {p1, p0}, Lcom/fieldnote/birding/cetp/Command$Visitor;->visit(Lcom/fieldnote/birding/cetp/Command$ExecuteTool;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method
