.class public final Lapp/kestrel/notes/cetp/ToolFailure$InFlight;
.super Lapp/kestrel/notes/cetp/ToolFailure;
.source "Tools.kt"


# static fields
.field public static final INSTANCE:Lapp/kestrel/notes/cetp/ToolFailure$InFlight;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/kestrel/notes/cetp/ToolFailure$InFlight;

    invoke-direct {v0}, Lapp/kestrel/notes/cetp/ToolFailure$InFlight;-><init>()V

    sput-object v0, Lapp/kestrel/notes/cetp/ToolFailure$InFlight;->INSTANCE:Lapp/kestrel/notes/cetp/ToolFailure$InFlight;

    return-void
.end method

.method private constructor <init>()V
    .registers 2

    .line 60
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lapp/kestrel/notes/cetp/ToolFailure;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-void
.end method
