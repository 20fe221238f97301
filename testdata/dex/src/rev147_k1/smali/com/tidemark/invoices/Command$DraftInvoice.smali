.class public final Lcom/tidemark/invoices/Command$DraftInvoice;
.super Ljava/lang/Object;
.source "Model.kt"

# interfaces
.implements Lcom/tidemark/invoices/Command;


# instance fields
.field private final aggregate:Ljava/lang/String;

.field private final customer:Ljava/lang/String;

.field private final number:Ljava/lang/String;

.field private final totalCents:J


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 7

    const-string v0, "aggregate"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "number"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "customer"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tidemark/invoices/Command$DraftInvoice;->aggregate:Ljava/lang/String;

    iput-object p2, p0, Lcom/tidemark/invoices/Command$DraftInvoice;->number:Ljava/lang/String;

    iput-object p3, p0, Lcom/tidemark/invoices/Command$DraftInvoice;->customer:Ljava/lang/String;

    iput-wide p4, p0, Lcom/tidemark/invoices/Command$DraftInvoice;->totalCents:J

    return-void
.end method


# virtual methods
.method public getAggregate()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lcom/tidemark/invoices/Command$DraftInvoice;->aggregate:Ljava/lang/String;

    return-object v0
.end method

.method public final getCustomer()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lcom/tidemark/invoices/Command$DraftInvoice;->customer:Ljava/lang/String;

    return-object v0
.end method

.method public final getNumber()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lcom/tidemark/invoices/Command$DraftInvoice;->number:Ljava/lang/String;

    return-object v0
.end method

.method public final getTotalCents()J
    .registers 3

    .line 9
    iget-wide v0, p0, Lcom/tidemark/invoices/Command$DraftInvoice;->totalCents:J

    return-wide v0
.end method
