.class public final Lcom/fieldnote/birding/cetp/Command$Unknown;
.super Lcom/fieldnote/birding/cetp/Command;
.source "Command.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/cetp/Command;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Unknown"
.end annotation


# instance fields
.field public final method:Ljava/lang/String;

.field public final requestId:Ljava/lang/String;


# direct methods
.method constructor <init>(Landroid/os/Bundle;Ljava/lang/String;)V
    .registers 5

    .line 139
    invoke-direct {p0, p1}, Lcom/fieldnote/birding/cetp/Command;-><init>(Landroid/os/Bundle;)V

    .line 140
    iput-object p2, p0, Lcom/fieldnote/birding/cetp/Command$Unknown;->method:Ljava/lang/String;

    .line 141
    const-string v1, "request_id"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/fieldnote/birding/cetp/Command$Unknown;->requestId:Ljava/lang/String;

    .line 142
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

    .line 146
    invoke-interface {p1, p0}, Lcom/fieldnote/birding/cetp/Command$Visitor;->visit(Lcom/fieldnote/birding/cetp/Command$Unknown;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method
