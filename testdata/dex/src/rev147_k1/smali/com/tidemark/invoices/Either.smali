.class public abstract Lcom/tidemark/invoices/Either;
.super Ljava/lang/Object;
.source "Either.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/tidemark/invoices/Either;-><init>()V

    return-void
.end method
