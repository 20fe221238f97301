.class public final Lapp/kestrel/notes/cetp/ToolFailure$Declined;
.super Lapp/kestrel/notes/cetp/ToolFailure;
.source "Tools.kt"


# static fields
.field public static final INSTANCE:Lapp/kestrel/notes/cetp/ToolFailure$Declined;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/kestrel/notes/cetp/ToolFailure$Declined;

    invoke-direct {v0}, Lapp/kestrel/notes/cetp/ToolFailure$Declined;-><init>()V

    sput-object v0, Lapp/kestrel/notes/cetp/ToolFailure$Declined;->INSTANCE:Lapp/kestrel/notes/cetp/ToolFailure$Declined;

    return-void
.end method

.method private constructor <init>()V
    .registers 2

    .line 62
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lapp/kestrel/notes/cetp/ToolFailure;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-void
.end method
