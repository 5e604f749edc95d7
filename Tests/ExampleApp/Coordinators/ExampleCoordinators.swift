// The coordinators of the example app in Flows/ (linked into this folder as Flows), generated while this target
// builds by FlowcBuildPlugin: FlowRuntime.swift, app.flow.swift, auth.flow.swift, … are compiled into this module
// from the plugin's work directory. This file only re-exports the module the flows import.

@_exported import Models
