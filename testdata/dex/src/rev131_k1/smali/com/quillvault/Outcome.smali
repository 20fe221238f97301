.class public abstract Lcom/quillvault/Outcome;
.super Ljava/lang/Object;
.source "Outcome.kt"

# direct methods
.method private constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/quillvault/Outcome;-><init>()V
    return-void
.end method
