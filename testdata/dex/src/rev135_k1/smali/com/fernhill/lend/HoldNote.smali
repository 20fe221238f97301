.class public final Lcom/fernhill/lend/HoldNote;
.super Ljava/lang/Object;
.source "HoldNote.java"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field private final holdId:Ljava/lang/String;

.field private final ledger:Lcom/fernhill/lend/Ledger;

.field private final tool:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(Lcom/fernhill/lend/Ledger;Ljava/lang/String;Ljava/lang/String;)V
    .registers 5

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    iput-object p1, p0, Lcom/fernhill/lend/HoldNote;->ledger:Lcom/fernhill/lend/Ledger;

    .line 14
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    iput v0, p0, Lcom/fernhill/lend/HoldNote;->uid:I

    .line 15
    iput-object p2, p0, Lcom/fernhill/lend/HoldNote;->tool:Ljava/lang/String;

    .line 16
    iput-object p3, p0, Lcom/fernhill/lend/HoldNote;->holdId:Ljava/lang/String;

    .line 17
    return-void
.end method


# virtual methods
.method public run()V
    .registers 5

    .line 21
    iget-object v0, p0, Lcom/fernhill/lend/HoldNote;->ledger:Lcom/fernhill/lend/Ledger;

    iget v1, p0, Lcom/fernhill/lend/HoldNote;->uid:I

    iget-object v2, p0, Lcom/fernhill/lend/HoldNote;->tool:Ljava/lang/String;

    iget-object v3, p0, Lcom/fernhill/lend/HoldNote;->holdId:Ljava/lang/String;

    invoke-virtual {v0, v1, v2, v3}, Lcom/fernhill/lend/Ledger;->append(ILjava/lang/String;Ljava/lang/String;)V

    .line 22
    return-void
.end method
