.class public final Lcom/tidemark/invoices/Either$Right;
.super Lcom/tidemark/invoices/Either;
.source "Either.kt"


# instance fields
.field private final value:Ljava/lang/Object;


# direct methods
.method public constructor <init>(Ljava/lang/Object;)V
    .registers 3

    .line 6
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/tidemark/invoices/Either;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object p1, p0, Lcom/tidemark/invoices/Either$Right;->value:Ljava/lang/Object;

    return-void
.end method


# virtual methods
.method public final getValue()Ljava/lang/Object;
    .registers 2

    .line 6
    iget-object v0, p0, Lcom/tidemark/invoices/Either$Right;->value:Ljava/lang/Object;

    return-object v0
.end method
