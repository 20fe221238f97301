.class public final Lcom/greenwick/garden/GardenApp;
.super Landroid/app/Application;
.source "GardenApp.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Landroid/app/Application;-><init>()V

    return-void
.end method


# virtual methods
.method public onCreate()V
    .registers 2

    .line 11
    invoke-super {p0}, Landroid/app/Application;->onCreate()V

    .line 12
    new-instance v0, Lcom/greenwick/garden/di/Graph;

    invoke-direct {v0, p0}, Lcom/greenwick/garden/di/Graph;-><init>(Landroid/content/Context;)V

    invoke-static {v0}, Lcom/greenwick/garden/di/ServiceLocator;->install(Lcom/greenwick/garden/di/Graph;)V

    .line 13
    return-void
.end method
