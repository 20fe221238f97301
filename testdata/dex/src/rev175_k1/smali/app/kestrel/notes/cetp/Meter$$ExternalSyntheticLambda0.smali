.class public final synthetic Lapp/kestrel/notes/cetp/Meter$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# static fields
.field public static final synthetic INSTANCE:Lapp/kestrel/notes/cetp/Meter$$ExternalSyntheticLambda0;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/kestrel/notes/cetp/Meter$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lapp/kestrel/notes/cetp/Meter$$ExternalSyntheticLambda0;-><init>()V

    sput-object v0, Lapp/kestrel/notes/cetp/Meter$$ExternalSyntheticLambda0;->INSTANCE:Lapp/kestrel/notes/cetp/Meter$$ExternalSyntheticLambda0;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    check-cast p1, Ljava/lang/Integer;

    check-cast p2, Ljava/lang/Integer;

    invoke-static {p1, p2}, Lapp/kestrel/notes/cetp/Meter;->hit$lambda$0(Ljava/lang/Integer;Ljava/lang/Integer;)Ljava/lang/Integer;

    move-result-object v0

    return-object v0
.end method
