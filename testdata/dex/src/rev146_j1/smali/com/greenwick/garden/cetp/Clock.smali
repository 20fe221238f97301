.class public interface abstract Lcom/greenwick/garden/cetp/Clock;
.super Ljava/lang/Object;
.source "Clock.java"


# static fields
.field public static final SYSTEM:Lcom/greenwick/garden/cetp/Clock;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 5
    new-instance v0, Lcom/greenwick/garden/cetp/Clock$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lcom/greenwick/garden/cetp/Clock$$ExternalSyntheticLambda0;-><init>()V

    sput-object v0, Lcom/greenwick/garden/cetp/Clock;->SYSTEM:Lcom/greenwick/garden/cetp/Clock;

    return-void
.end method


# virtual methods
.method public abstract now()J
.end method
