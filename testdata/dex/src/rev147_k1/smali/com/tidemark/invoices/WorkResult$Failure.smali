.class public final Lcom/tidemark/invoices/WorkResult$Failure;
.super Ljava/lang/Object;
.source "Worker.kt"

# interfaces
.implements Lcom/tidemark/invoices/WorkResult;


# instance fields
.field private final code:Ljava/lang/String;

.field private final message:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4

    const-string v0, "code"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "message"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tidemark/invoices/WorkResult$Failure;->code:Ljava/lang/String;

    iput-object p2, p0, Lcom/tidemark/invoices/WorkResult$Failure;->message:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getCode()Ljava/lang/String;
    .registers 2

    .line 11
    iget-object v0, p0, Lcom/tidemark/invoices/WorkResult$Failure;->code:Ljava/lang/String;

    return-object v0
.end method

.method public final getMessage()Ljava/lang/String;
    .registers 2

    .line 11
    iget-object v0, p0, Lcom/tidemark/invoices/WorkResult$Failure;->message:Ljava/lang/String;

    return-object v0
.end method
