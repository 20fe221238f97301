.class public final synthetic Lcom/example/r35j3/Callers$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Predicate;


# instance fields
.field public final synthetic f$0:Landroid/content/pm/PackageManager;


# direct methods
.method public synthetic constructor <init>(Landroid/content/pm/PackageManager;)V
    .locals 0

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/example/r35j3/Callers$$ExternalSyntheticLambda0;->f$0:Landroid/content/pm/PackageManager;

    return-void
.end method


# virtual methods
.method public final test(Ljava/lang/Object;)Z
    .locals 1

    iget-object v0, p0, Lcom/example/r35j3/Callers$$ExternalSyntheticLambda0;->f$0:Landroid/content/pm/PackageManager;

    check-cast p1, Ljava/lang/String;

    invoke-static {v0, p1}, Lcom/example/r35j3/Callers;->lambda$isClinicApp$0(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z

    move-result p1

    return p1
.end method
