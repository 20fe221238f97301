.class public final Lcom/fernhill/lend/RenewalNote;
.super Ljava/lang/Object;
.source "RenewalNote.java"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field private final ledger:Lcom/fernhill/lend/Ledger;

.field private final loanId:Ljava/lang/String;

.field private final tool:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lcom/fernhill/lend/Ledger;Ljava/lang/String;Ljava/lang/String;)V
    .registers 4

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 12
    iput-object p1, p0, Lcom/fernhill/lend/RenewalNote;->ledger:Lcom/fernhill/lend/Ledger;

    .line 13
    iput-object p2, p0, Lcom/fernhill/lend/RenewalNote;->tool:Ljava/lang/String;

    .line 14
    iput-object p3, p0, Lcom/fernhill/lend/RenewalNote;->loanId:Ljava/lang/String;

    .line 15
    return-void
.end method


# virtual methods
.method public run()V
    .registers 5

    .line 19
    iget-object v0, p0, Lcom/fernhill/lend/RenewalNote;->ledger:Lcom/fernhill/lend/Ledger;

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    iget-object v2, p0, Lcom/fernhill/lend/RenewalNote;->tool:Ljava/lang/String;

    iget-object v3, p0, Lcom/fernhill/lend/RenewalNote;->loanId:Ljava/lang/String;

    invoke-virtual {v0, v1, v2, v3}, Lcom/fernhill/lend/Ledger;->append(ILjava/lang/String;Ljava/lang/String;)V

    .line 20
    return-void
.end method
