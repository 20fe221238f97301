.class public final Lcom/permitpark/VisitorProvider$Companion;
.super Ljava/lang/Object;
.source "VisitorProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 87
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getRESIDENT_APPS()Ljava/util/Set;
    .registers 2
    .line 88
    invoke-static {}, Lcom/permitpark/VisitorProvider;->access$getRESIDENT_APPS$cp()Ljava/util/Set;
    move-result-object v0
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/permitpark/VisitorProvider$Companion;-><init>()V
    return-void
.end method

