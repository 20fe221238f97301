.class public final Lcom/quillbox/ShareProvider$Companion;
.super Ljava/lang/Object;
.source "ShareProvider.kt"

# direct methods
.method private constructor <init>()V
    .registers 1
    .line 150
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/quillbox/ShareProvider$Companion;-><init>()V
    return-void
.end method
