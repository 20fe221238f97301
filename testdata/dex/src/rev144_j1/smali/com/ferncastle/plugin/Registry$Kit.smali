.class public final Lcom/ferncastle/plugin/Registry$Kit;
.super Ljava/lang/Object;
.source "Registry.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ferncastle/plugin/Registry;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Kit"
.end annotation


# instance fields
.field public final book:Lcom/ferncastle/cetp/ResumeBook;

.field public final confirmScreen:Ljava/util/function/Function;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/function/Function<",
            "Ljava/lang/String;",
            "Landroid/content/Intent;",
            ">;"
        }
    .end annotation
.end field

.field public final context:Landroid/content/Context;

.field public final db:Lcom/ferncastle/data/JournalDb;

.field public final sessions:Lcom/ferncastle/cetp/ToolHost$Sessions;


# direct methods
.method public constructor <init>(Landroid/content/Context;Lcom/ferncastle/data/JournalDb;Lcom/ferncastle/cetp/ResumeBook;Lcom/ferncastle/cetp/ToolHost$Sessions;Ljava/util/function/Function;)V
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Landroid/content/Context;",
            "Lcom/ferncastle/data/JournalDb;",
            "Lcom/ferncastle/cetp/ResumeBook;",
            "Lcom/ferncastle/cetp/ToolHost$Sessions;",
            "Ljava/util/function/Function<",
            "Ljava/lang/String;",
            "Landroid/content/Intent;",
            ">;)V"
        }
    .end annotation

    .line 36
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 37
    iput-object p1, p0, Lcom/ferncastle/plugin/Registry$Kit;->context:Landroid/content/Context;

    .line 38
    iput-object p2, p0, Lcom/ferncastle/plugin/Registry$Kit;->db:Lcom/ferncastle/data/JournalDb;

    .line 39
    iput-object p3, p0, Lcom/ferncastle/plugin/Registry$Kit;->book:Lcom/ferncastle/cetp/ResumeBook;

    .line 40
    iput-object p4, p0, Lcom/ferncastle/plugin/Registry$Kit;->sessions:Lcom/ferncastle/cetp/ToolHost$Sessions;

    .line 41
    iput-object p5, p0, Lcom/ferncastle/plugin/Registry$Kit;->confirmScreen:Ljava/util/function/Function;

    .line 42
    return-void
.end method
