.class public final Lcom/tidemark/invoices/Command$VoidInvoice;
.super Ljava/lang/Object;
.source "Model.kt"

# interfaces
.implements Lcom/tidemark/invoices/Command;


# instance fields
.field private final aggregate:Ljava/lang/String;

.field private final reason:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4

    const-string v0, "aggregate"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "reason"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tidemark/invoices/Command$VoidInvoice;->aggregate:Ljava/lang/String;

    iput-object p2, p0, Lcom/tidemark/invoices/Command$VoidInvoice;->reason:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public getAggregate()Ljava/lang/String;
    .registers 2

    .line 11
    iget-object v0, p0, Lcom/tidemark/invoices/Command$VoidInvoice;->aggregate:Ljava/lang/String;

    return-object v0
.end method

.method public final getReason()Ljava/lang/String;
    .registers 2

    .line 11
    iget-object v0, p0, Lcom/tidemark/invoices/Command$VoidInvoice;->reason:Ljava/lang/String;

    return-object v0
.end method
