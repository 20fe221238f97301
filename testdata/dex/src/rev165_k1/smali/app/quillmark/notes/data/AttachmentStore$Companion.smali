.class public final Lapp/quillmark/notes/data/AttachmentStore$Companion;
.super Ljava/lang/Object;
.source "AttachmentStore.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 79
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/quillmark/notes/data/AttachmentStore$Companion;-><init>()V

    return-void
.end method
