.class public final Lcom/fieldnote/birding/cetp/Command$Negotiate;
.super Lcom/fieldnote/birding/cetp/Command;
.source "Command.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/cetp/Command;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Negotiate"
.end annotation


# instance fields
.field public final capabilities:Ljava/lang/String;

.field public final versions:[I


# direct methods
.method constructor <init>(Landroid/os/Bundle;)V
    .registers 5

    .line 54
    invoke-direct {p0, p1}, Lcom/fieldnote/birding/cetp/Command;-><init>(Landroid/os/Bundle;)V

    .line 55
    const-string v1, "consumer_versions"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v0

    iput-object v0, p0, Lcom/fieldnote/birding/cetp/Command$Negotiate;->versions:[I

    .line 56
    const-string v1, "consumer_capabilities"

    const-string v2, "[]"

    invoke-virtual {p1, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/fieldnote/birding/cetp/Command$Negotiate;->capabilities:Ljava/lang/String;

    .line 57
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

    .line 61
    invoke-interface {p1, p0}, Lcom/fieldnote/birding/cetp/Command$Visitor;->visit(Lcom/fieldnote/birding/cetp/Command$Negotiate;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method
