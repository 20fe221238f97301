.class public final Lcom/fieldnote/birding/cetp/Command$Operation;
.super Lcom/fieldnote/birding/cetp/Command$InSession;
.source "Command.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/cetp/Command;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Operation"
.end annotation


# instance fields
.field public final method:Ljava/lang/String;


# direct methods
.method constructor <init>(Landroid/os/Bundle;Ljava/lang/String;)V
    .registers 3

    .line 124
    invoke-direct {p0, p1}, Lcom/fieldnote/birding/cetp/Command$InSession;-><init>(Landroid/os/Bundle;)V

    .line 125
    iput-object p2, p0, Lcom/fieldnote/birding/cetp/Command$Operation;->method:Ljava/lang/String;

    .line 126
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

    .line 130
    invoke-interface {p1, p0}, Lcom/fieldnote/birding/cetp/Command$Visitor;->visit(Lcom/fieldnote/birding/cetp/Command$Operation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method
