.class public final Lcom/inkwell/NoteProvider$Companion;
.super Ljava/lang/Object;
.source "NoteProvider.kt"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 43
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3
    invoke-direct {v1}, Lcom/inkwell/NoteProvider$Companion;-><init>()V
    return-void
.end method

