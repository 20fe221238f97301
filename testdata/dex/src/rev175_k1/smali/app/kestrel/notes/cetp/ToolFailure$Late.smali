.class public final Lapp/kestrel/notes/cetp/ToolFailure$Late;
.super Lapp/kestrel/notes/cetp/ToolFailure;
.source "Tools.kt"


# static fields
.field public static final INSTANCE:Lapp/kestrel/notes/cetp/ToolFailure$Late;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/kestrel/notes/cetp/ToolFailure$Late;

    invoke-direct {v0}, Lapp/kestrel/notes/cetp/ToolFailure$Late;-><init>()V

    sput-object v0, Lapp/kestrel/notes/cetp/ToolFailure$Late;->INSTANCE:Lapp/kestrel/notes/cetp/ToolFailure$Late;

    return-void
.end method

.method private constructor <init>()V
    .registers 2

    .line 61
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lapp/kestrel/notes/cetp/ToolFailure;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-void
.end method
