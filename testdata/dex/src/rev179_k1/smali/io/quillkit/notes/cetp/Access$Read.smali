.class public final Lio/quillkit/notes/cetp/Access$Read;
.super Lio/quillkit/notes/cetp/Access;
.source "Routes.kt"


# static fields
.field public static final INSTANCE:Lio/quillkit/notes/cetp/Access$Read;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lio/quillkit/notes/cetp/Access$Read;

    invoke-direct {v0}, Lio/quillkit/notes/cetp/Access$Read;-><init>()V

    sput-object v0, Lio/quillkit/notes/cetp/Access$Read;->INSTANCE:Lio/quillkit/notes/cetp/Access$Read;

    return-void
.end method

.method private constructor <init>()V
    .registers 2

    .line 14
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lio/quillkit/notes/cetp/Access;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-void
.end method
