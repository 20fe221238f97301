.class public final Lcom/tidemark/invoices/Command$SendInvoice;
.super Ljava/lang/Object;
.source "Model.kt"

# interfaces
.implements Lcom/tidemark/invoices/Command;


# instance fields
.field private final aggregate:Ljava/lang/String;

.field private final email:Ljava/lang/String;

.field private final operationId:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 5

    const-string v0, "aggregate"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "operationId"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "email"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tidemark/invoices/Command$SendInvoice;->aggregate:Ljava/lang/String;

    iput-object p2, p0, Lcom/tidemark/invoices/Command$SendInvoice;->operationId:Ljava/lang/String;

    iput-object p3, p0, Lcom/tidemark/invoices/Command$SendInvoice;->email:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public getAggregate()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lcom/tidemark/invoices/Command$SendInvoice;->aggregate:Ljava/lang/String;

    return-object v0
.end method

.method public final getEmail()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lcom/tidemark/invoices/Command$SendInvoice;->email:Ljava/lang/String;

    return-object v0
.end method

.method public final getOperationId()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lcom/tidemark/invoices/Command$SendInvoice;->operationId:Ljava/lang/String;

    return-object v0
.end method
