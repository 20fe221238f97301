.class public final Lio/quillkit/notes/cetp/Access$Edit;
.super Lio/quillkit/notes/cetp/Access;
.source "Routes.kt"


# static fields
.field public static final INSTANCE:Lio/quillkit/notes/cetp/Access$Edit;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lio/quillkit/notes/cetp/Access$Edit;

    invoke-direct {v0}, Lio/quillkit/notes/cetp/Access$Edit;-><init>()V

    sput-object v0, Lio/quillkit/notes/cetp/Access$Edit;->INSTANCE:Lio/quillkit/notes/cetp/Access$Edit;

    return-void
.end method

.method private constructor <init>()V
    .registers 2

    .line 15
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lio/quillkit/notes/cetp/Access;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-void
.end method
