.class public final Lcom/quillbox/NotebookProvider$Companion;
.super Ljava/lang/Object;
.source "NotebookProvider.kt"

# direct methods
.method private constructor <init>()V
    .registers 1
    .line 233
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/quillbox/NotebookProvider$Companion;-><init>()V
    return-void
.end method
