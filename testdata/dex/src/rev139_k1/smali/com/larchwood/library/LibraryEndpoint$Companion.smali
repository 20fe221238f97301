.class final Lcom/larchwood/library/LibraryEndpoint$Companion;
.super Ljava/lang/Object;
.source "Endpoints.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 62
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/larchwood/library/LibraryEndpoint$Companion;-><init>()V

    return-void
.end method
