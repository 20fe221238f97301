.class public final Lcom/quillmark/docs/core/Ledger$Entry;
.super Ljava/lang/Object;
.source "Ledger.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/quillmark/docs/core/Ledger;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Entry"
.end annotation


# instance fields
.field public final digest:Ljava/lang/String;

.field public final operationId:Ljava/lang/String;

.field public final outcome:Lcom/quillmark/docs/core/Ledger$Outcome;

.field public final tool:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/quillmark/docs/core/Ledger$Outcome;)V
    .registers 5

    .line 94
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 95
    iput-object p1, p0, Lcom/quillmark/docs/core/Ledger$Entry;->tool:Ljava/lang/String;

    .line 96
    iput-object p2, p0, Lcom/quillmark/docs/core/Ledger$Entry;->digest:Ljava/lang/String;

    .line 97
    iput-object p3, p0, Lcom/quillmark/docs/core/Ledger$Entry;->operationId:Ljava/lang/String;

    .line 98
    iput-object p4, p0, Lcom/quillmark/docs/core/Ledger$Entry;->outcome:Lcom/quillmark/docs/core/Ledger$Outcome;

    .line 99
    return-void
.end method


# virtual methods
.method public matches(Ljava/lang/String;Ljava/lang/String;)Z
    .registers 4

    .line 102
    iget-object v0, p0, Lcom/quillmark/docs/core/Ledger$Entry;->tool:Ljava/lang/String;

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/quillmark/docs/core/Ledger$Entry;->digest:Ljava/lang/String;

    invoke-virtual {v0, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
