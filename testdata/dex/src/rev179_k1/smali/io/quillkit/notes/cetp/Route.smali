.class public abstract Lio/quillkit/notes/cetp/Route;
.super Ljava/lang/Object;
.source "Routes.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lio/quillkit/notes/cetp/Route;-><init>()V

    return-void
.end method
