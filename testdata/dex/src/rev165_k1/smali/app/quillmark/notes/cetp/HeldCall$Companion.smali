.class public final Lapp/quillmark/notes/cetp/HeldCall$Companion;
.super Ljava/lang/Object;
.source "Held.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/quillmark/notes/cetp/HeldCall$Companion;-><init>()V

    return-void
.end method
