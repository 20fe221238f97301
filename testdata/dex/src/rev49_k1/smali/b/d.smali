.class public final Lb/d;
.super Ljava/lang/Object;
.source "SourceFile"


# static fields
.field public static final a:Lb/d;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lb/d;

    invoke-direct {v0}, Lb/d;-><init>()V

    sput-object v0, Lb/d;->a:Lb/d;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method
