.class public final Lcom/larchwood/library/TicketDesk$Companion;
.super Ljava/lang/Object;
.source "Tokens.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 52
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/larchwood/library/TicketDesk$Companion;-><init>()V

    return-void
.end method
