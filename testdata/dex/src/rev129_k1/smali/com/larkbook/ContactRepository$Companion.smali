.class public final Lcom/larkbook/ContactRepository$Companion;
.super Ljava/lang/Object;
.source "People.kt"

# direct methods
.method private constructor <init>()V
    .registers 1
    .line 44
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/larkbook/ContactRepository$Companion;-><init>()V
    return-void
.end method
