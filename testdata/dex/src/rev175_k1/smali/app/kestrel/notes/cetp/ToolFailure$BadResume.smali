.class public final Lapp/kestrel/notes/cetp/ToolFailure$BadResume;
.super Lapp/kestrel/notes/cetp/ToolFailure;
.source "Tools.kt"


# static fields
.field public static final INSTANCE:Lapp/kestrel/notes/cetp/ToolFailure$BadResume;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/kestrel/notes/cetp/ToolFailure$BadResume;

    invoke-direct {v0}, Lapp/kestrel/notes/cetp/ToolFailure$BadResume;-><init>()V

    sput-object v0, Lapp/kestrel/notes/cetp/ToolFailure$BadResume;->INSTANCE:Lapp/kestrel/notes/cetp/ToolFailure$BadResume;

    return-void
.end method

.method private constructor <init>()V
    .registers 2

    .line 63
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lapp/kestrel/notes/cetp/ToolFailure;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-void
.end method
